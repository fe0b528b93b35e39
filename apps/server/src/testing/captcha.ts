import { captchaAnswerHash } from '../modules/auth/captcha.service.ts';
import type { TestApp } from './test-app.ts';

/** Asks for a captcha like the browser does, then fixes its answer: the picture cannot be read by a test. */
export async function solvedCaptcha(t: TestApp, uuid: string, answer = 'ab3d'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/captchas/SMS_LOGIN/${uuid}?rmd=1` });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode}`);
  await t.db
    .updateTable('captchas')
    .set({ answer_hash: captchaAnswerHash(t.config.jwtSecret, answer) })
    .where('id', '=', `SMS_LOGIN:${uuid}`)
    .execute();
  return answer;
}
