import { randomBytes } from 'node:crypto';
import {
  API_KEY_MAX_ACTIVE,
  API_KEY_PREFIX_LENGTH,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@rxdesk/contract/settings/api-keys';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashApiKey } from '../../../platform/auth/api-key.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, conflict, notFound } from '../../../platform/http/app-error.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

type Row = NonNullable<Awaited<ReturnType<ApiKeysRepository['byId']>>>;

const toScopes = (csv: string): ApiKeyScope[] => API_KEY_SCOPES.filter((s) => csv.split(',').includes(s));

function toApiKey(r: Row): ApiKey {
  return {
    id: Number(r.id),
    name: r.name,
    prefix: r.prefix,
    scopes: toScopes(r.scopes),
    created_at: Number(r.created_at),
    created_by: r.created_by,
    last_used_at: r.last_used_at === null ? null : Number(r.last_used_at),
    revoked_at: r.revoked_at === null ? null : Number(r.revoked_at),
  };
}

/** A new secret: `rxk_` and 40 hex characters (160 random bits). */
export function newSecret(): string {
  return `rxk_${randomBytes(20).toString('hex')}`;
}

/** The shop's open-API keys (api-keys, founder only): the secret is made here, handed back once and
 * only its hash kept; several keys may be valid at once (rotation), a revoked key is refused by the
 * open-API guard from its next call. Every change is one transaction with its log row. */
export class ApiKeysService {
  constructor(
    private readonly repo: ApiKeysRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  private founderOnly(auth: AuthContext): void {
    if (!auth.founder) throw new AppError('FORBIDDEN', 'error.apiKey.founderOnly');
  }

  async list(auth: AuthContext): Promise<ApiKey[]> {
    this.founderOnly(auth);
    return (await this.repo.list(auth.shopId)).map(toApiKey);
  }

  async create(auth: AuthContext, body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
    this.founderOnly(auth);
    const secret = newSecret();
    const prefix = secret.slice(0, API_KEY_PREFIX_LENGTH);
    const scopes = API_KEY_SCOPES.filter((s) => body.scopes.includes(s)).join(',');
    const id = await this.repo.transaction(async (trx) => {
      if ((await this.repo.activeCount(trx, auth.shopId)) >= API_KEY_MAX_ACTIVE)
        throw conflict('error.apiKey.tooMany', { max: API_KEY_MAX_ACTIVE });
      const newId = await this.repo.insertInTrx(trx, {
        shop_id: auth.shopId,
        name: body.name,
        prefix,
        key_hash: hashApiKey(secret),
        scopes,
        created_by: auth.username,
        created_at: this.clock.now(),
      });
      await this.log.write(
        {
          auth,
          action: 'api-key.create',
          target: String(newId),
          detail: { name: body.name, prefix, scopes },
        },
        trx,
      );
      return newId;
    });
    const row = await this.repo.byId(auth.shopId, id);
    if (!row) throw notFound();
    return { ...toApiKey(row), secret };
  }

  async rename(auth: AuthContext, id: number, name: string): Promise<ApiKey> {
    this.founderOnly(auth);
    return this.repo.transaction(async (trx) => {
      const before = await this.repo.byId(auth.shopId, id, trx);
      if (!before) throw notFound();
      await this.repo.renameInTrx(trx, auth.shopId, id, name);
      await this.log.write(
        {
          auth,
          action: 'api-key.rename',
          target: String(id),
          detail: { prefix: before.prefix },
          changes: { name: { from: before.name, to: name } },
        },
        trx,
      );
      return toApiKey({ ...before, name });
    });
  }

  /** Changes a valid key's scopes; 409 for a revoked key. */
  async setScopes(auth: AuthContext, id: number, wanted: ApiKeyScope[]): Promise<ApiKey> {
    this.founderOnly(auth);
    const scopes = API_KEY_SCOPES.filter((s) => wanted.includes(s)).join(',');
    return this.repo.transaction(async (trx) => {
      const before = await this.repo.byId(auth.shopId, id, trx);
      if (!before) throw notFound();
      if (!(await this.repo.updateValidInTrx(trx, auth.shopId, id, { scopes })))
        throw conflict('error.apiKey.alreadyRevoked');
      await this.log.write(
        {
          auth,
          action: 'api-key.scopes',
          target: String(id),
          detail: { name: before.name, prefix: before.prefix },
          changes: { scopes: { from: before.scopes, to: scopes } },
        },
        trx,
      );
      return toApiKey({ ...before, scopes });
    });
  }

  /** Revokes a key: the guard refuses it (401) from its next call. A second revoke is 409. */
  async revoke(auth: AuthContext, id: number): Promise<ApiKey> {
    this.founderOnly(auth);
    const at = this.clock.now();
    return this.repo.transaction(async (trx) => {
      const before = await this.repo.byId(auth.shopId, id, trx);
      if (!before) throw notFound();
      if (!(await this.repo.updateValidInTrx(trx, auth.shopId, id, { revoked_at: at })))
        throw conflict('error.apiKey.alreadyRevoked');
      await this.log.write(
        {
          auth,
          action: 'api-key.revoke',
          target: String(id),
          detail: { name: before.name, prefix: before.prefix },
        },
        trx,
      );
      return toApiKey({ ...before, revoked_at: at });
    });
  }
}
