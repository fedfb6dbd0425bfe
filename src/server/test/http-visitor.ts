/**
 * A signed-in browser over real HTTP: same-origin requests with its session cookie, for tests
 * and benches that drive a real server process (server-process.ts, live-server.ts).
 */

let counter = 0;

export class HttpVisitor {
  cookie = '';
  constructor(public origin: string) {}

  /** Signs a new account up and keeps its session cookie. */
  static async signUp(origin: string, name?: string): Promise<HttpVisitor> {
    counter += 1;
    const username = name ?? `visitor${process.pid}x${counter}`;
    const visitor = new HttpVisitor(origin);
    const signup = await visitor.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${username}@example.com`,
        username,
        password: 'correct horse battery',
      }),
    });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
    visitor.cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
    return visitor;
  }

  request(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.origin}${path}`, {
      ...init,
      headers: { origin: this.origin, cookie: this.cookie, ...init.headers },
    });
  }

  /** A GraphQL document's data; throws with the body on an error or a missing data. */
  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(JSON.stringify(body));
    return body.data;
  }
}

/** Polls until `poll` gives a value (errors count as not yet), or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  poll: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 25,
): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = await poll().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
