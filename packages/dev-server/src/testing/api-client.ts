import type { DevServer } from '../create-dev-server';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  locale?: 'tr' | 'en';
}

export interface Answer<T = unknown> {
  status: number;
  success: boolean;
  message: string;
  data: T;
}

/** A tiny client for the dev server's own tests: one call, parsed envelope plus status. */
export function apiClient(server: Pick<DevServer, 'fetch'>) {
  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-locale': options.locale ?? 'tr' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await server.fetch(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const envelope = (await response.json()) as { success: boolean; message: string; data: T };
    return { status: response.status, ...envelope };
  }

  return {
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, body: unknown, options?: CallOptions) =>
      call<T>('POST', path, { ...options, body }),
    async anonymousToken(): Promise<string> {
      return (await call<string>('GET', '/api/auth/token')).data;
    },
    async login(username: string, password = 'secret1'): Promise<string> {
      const token = (await call<string>('GET', '/api/auth/token')).data;
      const answer = await call<{ token: string }>('POST', '/api/auth/login', {
        token,
        body: { username, password },
      });
      if (!answer.success) throw new Error(`login failed: ${answer.message}`);
      return answer.data.token;
    },
  };
}
