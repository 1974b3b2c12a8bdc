/** The key under which the access token is kept in local storage (spec §3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

const API_BASE = '/api';

/**
 * A non-2xx answer from the API. `error` and `message` come from its JSON body `{ error, message, code?, field? }`;
 * `code` is the refusal's stable code (translated by lib/error-message.ts), `field` the request field a 400 names.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(status: number, error: string, message: string, details: { code?: string; field?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.code = details.code;
    this.field = details.field;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees the raw response (e.g. to read a header) before its body is parsed. */
  onResponse?: (response: Response) => void;
}

/** The stored access token, or null. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null; // storage can be unavailable (private mode, blocked cookies)
  }
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { error, message, code, field } = body as {
      error?: unknown;
      message?: unknown;
      code?: unknown;
      field?: unknown;
    };
    return new ApiError(
      status,
      typeof error === 'string' ? error : statusText || 'Error',
      typeof message === 'string' ? message : statusText || `Request failed with status ${status}`,
      {
        ...(typeof code === 'string' && { code }),
        ...(typeof field === 'string' && { field }),
      },
    );
  }
  return new ApiError(status, statusText || 'Error', `Request failed with status ${status}`);
}

export function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // storage unavailable: the session then lasts as long as the page
  }
}

export const hasToken = () => readToken() !== null;

let onUnauthorized: (() => void) | undefined;
/**
 * Called when the API refuses the stored token (expired or revoked): the auth provider signs out, and the route
 * guards send the person to /login keeping where they were.
 */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.authorization = `bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(buildUrl(path, options.params), {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  options.onResponse?.(response);
  const data = await parseBody(response);
  if (response.status === 401 && token && !path.startsWith('/auth/')) onUnauthorized?.();
  if (!response.ok) throw toApiError(response.status, response.statusText, data);
  return data as T;
}

/** The one HTTP client of the web app: base '/api', JSON in and out, the bearer token when there is one. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** One page of a list and the cursor of the next page, from the API's `Link: <...?cursor=...>; rel="next"`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The `cursor` of the `rel="next"` link in a Link header, or null when this is the last page. */
export function nextCursorFromLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return new URL(match[1], 'http://link.invalid').searchParams.get('cursor');
  }
  return null;
}

/** GET a paged list: `cursor` asks for the page after it; the answer carries the next page's cursor, if any. */
export async function getPage<T>(
  path: string,
  { cursor, ...options }: Omit<RequestOptions, 'body' | 'onResponse'> & { cursor?: string | null } = {},
): Promise<Page<T>> {
  let link: string | null = null;
  const items = await request<T[]>('GET', path, {
    ...options,
    params: { ...options.params, cursor: cursor ?? undefined },
    onResponse: (response) => {
      link = response.headers.get('link');
    },
  });
  return { items, nextCursor: nextCursorFromLink(link) };
}
