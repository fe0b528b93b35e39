import { createHash } from 'node:crypto';

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** E-waybill requests (label/order): MD5(param + t + key + secret), upper-case hex. */
export const signLabel = (param: string, t: string, key: string, secret: string) =>
  md5Upper(param + t + key + secret);

/** Real-time query (poll/query.do): MD5(param + key + customer), upper-case hex. */
export const signQuery = (param: string, key: string, customer: string) => md5Upper(param + key + customer);

/** The push callback: MD5(param + salt), upper-case hex, salt as given in the subscription. */
export const signPush = (param: string, salt: string) => md5Upper(param + salt);
