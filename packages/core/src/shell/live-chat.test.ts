import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../kernel/bootstrap/site-options';
import { liveChatScript } from './live-chat';

const origin = 'https://ornekbahis512.com';
const settings = (options: Record<string, string>) =>
  readSiteSettings(
    Object.entries(options).map(([key, value]) => ({ key, value })),
    origin,
  );

describe('live chat script (spec 000 §7)', () => {
  it('loads the named provider script with the site and div ids', () => {
    const chat = liveChatScript(
      settings({
        chatSiteId: '10004821',
        chatDivId: 'comm100-button-1',
        chatScriptUrl: 'https://chat.example.com/livechat.js',
      }),
      origin,
    );
    expect(chat).toEqual({
      src: 'https://chat.example.com/livechat.js?siteId=10004821&divId=comm100-button-1',
      siteId: '10004821',
      divId: 'comm100-button-1',
    });
  });

  it('accepts a path on the site (the dev server stand-in behind the proxy)', () => {
    const chat = liveChatScript(
      settings({ chatSiteId: 's', chatDivId: 'chat', chat_script_url: '/api/chat/widget.js' }),
      origin,
    );
    expect(chat?.src).toBe('https://ornekbahis512.com/api/chat/widget.js?siteId=s&divId=chat');
  });

  it('loads nothing without both ids, with a script URL that is not https, or an odd div id', () => {
    const url = { chatScriptUrl: 'https://chat.example.com/a.js' };
    expect(liveChatScript(settings({ ...url, chatSiteId: 's' }), origin)).toBeNull();
    expect(
      liveChatScript(
        settings({
          chatSiteId: 's',
          chatDivId: 'd',
          chatScriptUrl: 'http://chat.example.com/a.js',
        }),
        origin,
      ),
    ).toBeNull();
    expect(
      liveChatScript(
        settings({ chatSiteId: 's', chatDivId: 'd', chatScriptUrl: 'javascript:alert(1)' }),
        origin,
      ),
    ).toBeNull();
    expect(
      liveChatScript(settings({ ...url, chatSiteId: 's', chatDivId: 'x" onload="y' }), origin),
    ).toBeNull();
    expect(liveChatScript(settings({ chatSiteId: 's', chatDivId: 'd' }), origin)).toBeNull();
  });
});
