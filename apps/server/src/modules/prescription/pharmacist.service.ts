import { minuteToHhmm, type PharmacistMethod, type WorkTime } from '@rxdesk/contract/prescription/pharmacist';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { User } from '../../platform/db/schema.ts';
import type { PharmacistRepository } from './pharmacist.repository.ts';
import { isWithinWorkHours, shanghaiMinuteOfDay } from './work-time.ts';

/** Pharmacist settings (§6): audit password and working hours, and the truthful answers the
 * browser asks before showing pharmacist-only items. */
export class PharmacistService {
  constructor(
    private readonly repo: PharmacistRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async isPharmacist(auth: AuthContext): Promise<boolean> {
    return (await this.user(auth)).pharmacist === 1;
  }

  async workTime(auth: AuthContext): Promise<WorkTime> {
    return this.workTimeOf(await this.user(auth));
  }

  async method(auth: AuthContext): Promise<PharmacistMethod> {
    const u = await this.user(auth);
    return {
      ...this.workTimeOf(u),
      is_pharmacist: u.pharmacist === 1 ? 1 : 0,
      has_audit_password: u.audit_password_hash ? 1 : 0,
    };
  }

  async setAuditPassword(
    auth: AuthContext,
    input: { old_password?: string; password: string; rep_password: string },
  ): Promise<void> {
    const u = await this.pharmacist(auth);
    if (input.password !== input.rep_password)
      throw invalidField('rep_password', 'rule.passwordMismatchSubmit');
    if (u.audit_password_hash) {
      if (!input.old_password) throw invalidField('old_password', 'error.oldPasswordRequired');
      if (!(await verifyPassword(u.audit_password_hash, input.old_password)))
        throw invalidField('old_password', 'error.auditPasswordWrong');
    }
    const hash = await hashPassword(input.password);
    await this.repo.transaction(async (trx) => {
      await this.repo.setAuditPassword(trx, u.id, hash, this.clock.now());
      await this.log.write({ auth, action: 'pharmacist.audit-password', target: u.username }, trx);
    });
  }

  async setWorkHours(auth: AuthContext, startTime: number, endTime: number): Promise<WorkTime> {
    const u = await this.pharmacist(auth);
    const start = shanghaiMinuteOfDay(startTime);
    const end = shanghaiMinuteOfDay(endTime);
    if (start >= end) throw invalidField('end_time', 'error.workTimeOrder');
    await this.repo.transaction(async (trx) => {
      await this.repo.setWorkHours(trx, u.id, start, end, this.clock.now());
      await this.log.write(
        {
          auth,
          action: 'pharmacist.work-hours',
          target: u.username,
          detail: { start: minuteToHhmm(start), end: minuteToHhmm(end) },
          changes: fieldChanges(
            { start: minuteToHhmm(u.work_start_minute), end: minuteToHhmm(u.work_end_minute) },
            { start: minuteToHhmm(start), end: minuteToHhmm(end) },
          ),
        },
        trx,
      );
    });
    return this.workTimeOf({ ...u, work_start_minute: start, work_end_minute: end });
  }

  private workTimeOf(u: Pick<User, 'work_start_minute' | 'work_end_minute'>): WorkTime {
    return {
      is_work_time: isWithinWorkHours(this.clock.now(), u.work_start_minute, u.work_end_minute) ? 1 : 0,
      work_start: minuteToHhmm(u.work_start_minute),
      work_end: minuteToHhmm(u.work_end_minute),
    };
  }

  private async user(auth: AuthContext): Promise<User> {
    const u = await this.repo.findUser(auth.shopId, auth.userId);
    if (!u) throw notFound();
    return u;
  }

  private async pharmacist(auth: AuthContext): Promise<User> {
    const u = await this.user(auth);
    if (u.pharmacist !== 1) throw new AppError('FORBIDDEN', 'error.notPharmacist');
    return u;
  }
}
