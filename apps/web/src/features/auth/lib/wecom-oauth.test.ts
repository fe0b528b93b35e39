import { describe, expect, it } from 'vitest';
import { WECOM_STATE, wecomAuthorizeUrl, wecomReturnCode, withoutWecomReturn } from './wecom-oauth.ts';

describe('wecomAuthorizeUrl', () => {
  it('builds the WeCom authorize link back to this origin’s /login', () => {
    expect(wecomAuthorizeUrl({ corp_id: 'ww123', agent_id: '1000002' }, 'https://shop.example:8443')).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=ww123' +
        '&redirect_uri=https%3A%2F%2Fshop.example%3A8443%2Flogin' +
        '&response_type=code&scope=snsapi_base&state=qywx&agentid=1000002#wechat_redirect',
    );
  });

  it('escapes ids that carry URL syntax', () => {
    const url = new URL(wecomAuthorizeUrl({ corp_id: 'a&b', agent_id: '1 2' }, 'http://127.0.0.1:8080'));
    expect(url.searchParams.get('appid')).toBe('a&b');
    expect(url.searchParams.get('agentid')).toBe('1 2');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8080/login');
    expect(url.searchParams.get('state')).toBe(WECOM_STATE);
    expect(url.hash).toBe('#wechat_redirect');
  });
});

describe('wecomReturnCode', () => {
  it('reads the code when WeCom sent the user back with our state', () => {
    expect(wecomReturnCode('?code=CODE123&state=qywx')).toBe('CODE123');
    expect(wecomReturnCode(new URLSearchParams({ state: 'qywx', code: ' c-1 ' }))).toBe('c-1');
  });

  it('ignores a code without our state, and a state without a code', () => {
    expect(wecomReturnCode('?code=CODE123')).toBeNull();
    expect(wecomReturnCode('?code=CODE123&state=other')).toBeNull();
    expect(wecomReturnCode('?state=qywx')).toBeNull();
    expect(wecomReturnCode('?code=&state=qywx')).toBeNull();
    expect(wecomReturnCode('')).toBeNull();
  });
});

describe('withoutWecomReturn', () => {
  it('drops the single-use code and state, keeping the rest', () => {
    expect(withoutWecomReturn('?code=C&state=qywx')).toBe('');
    expect(withoutWecomReturn('?forward=%2Forder&code=C&state=qywx')).toBe('?forward=%2Forder');
  });
});
