import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'rx-config-'));

describe('configuration', () => {
  it('defaults: port 8080, all interfaces, SQLite in DATA_DIR, in-process bus', () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.database).toEqual({ kind: 'sqlite', file: join(d, 'rxdesk.db') });
    expect(c.redisUrl).toBeUndefined();
  });

  it('reads DATABASE_URL and REDIS_URL', () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('names every bad value in one clear message', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://r' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dir(), PORT: '70000', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://r' });
    } catch (e) {
      const text = (e as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('REDIS_URL');
    }
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    const b = loadConfig({ DATA_DIR: d });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(existsSync(join(d, 'secrets.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(d, 'secrets.json'), 'utf8')).jwt_secret).toBe(a.jwtSecret);
  });

  it('prefers a JWT_SECRET from the environment and refuses a short one', () => {
    expect(loadConfig({ DATA_DIR: dir(), JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    expect(() => loadConfig({ DATA_DIR: dir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('MINIPROGRAM_PAGE_BASE: the goods page path by default, any text without spaces', () => {
    expect(loadConfig({ DATA_DIR: dir() }).miniprogramPageBase).toBe('pages/goods/detail?goods_id=');
    const url = 'https://m.example.cn/goods?id=';
    expect(loadConfig({ DATA_DIR: dir(), MINIPROGRAM_PAGE_BASE: url }).miniprogramPageBase).toBe(url);
    expect(() => loadConfig({ DATA_DIR: dir(), MINIPROGRAM_PAGE_BASE: 'pages/a b' })).toThrow(
      /MINIPROGRAM_PAGE_BASE/,
    );
  });
});
