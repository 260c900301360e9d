import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

describe('stand-in chat widget (extension)', () => {
  it('is named by the site options and served without a token', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const bootstrap = await api.get<{ siteOptionList: { key: string; value: string }[] }>(
      '/api/cms/grouped',
      { token: await api.anonymousToken() },
    );
    const option = (key: string) => bootstrap.data.siteOptionList.find((o) => o.key === key)?.value;
    expect(option('chatScriptUrl')).toBe('/api/chat/widget.js');
    const response = await server.fetch(
      `/api/chat/widget.js?siteId=${option('chatSiteId')}&divId=${option('chatDivId')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain('document.getElementById("dev-chat-widget")');
    expect(script).toContain('Size nasıl yardımcı olabilirim?');
  });

  it('refuses ids that are not plain identifiers', async () => {
    const server = createDevServer();
    const response = await server.fetch('/api/chat/widget.js?siteId=a&divId=x%22%3Balert(1)');
    expect(response.status).toBe(400);
  });
});
