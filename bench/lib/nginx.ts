/**
 * nginx.conf text for Debian's nginx run from a private prefix on loopback: the bench's static file server, and the
 * load balancer of the bench and the scale-out test, which proxies with deploy/nginx.conf's rules (deploy.test.ts
 * checks that the two agree).
 */

interface PrivateNginx {
  /** The directory nginx runs from: its pid, error log and temporary files are written under it. */
  prefix: string;
  /** The loopback port it listens on. */
  port: number;
  /** worker_processes (1). */
  workers?: number | 'auto';
  /** worker_connections (1024). */
  workerConnections?: number;
}

export interface NginxProxyOptions extends PrivateNginx {
  /** Each instance's address, `host:port` or `http://host:port`. */
  upstreams: string[];
  /** Idle connections kept open to the instances (32, as deployed). */
  keepalive?: number;
  /** Requests one client connection may carry before nginx closes it (nginx's default, 1,000, when unset). */
  keepaliveRequests?: number;
}

/** The whole file: everything nginx writes goes under the prefix, and `http` holds the given lines. */
function privateNginx({ prefix, workers = 1, workerConnections = 1024 }: PrivateNginx, http: string): string {
  return `worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${http}
}
`;
}

/** nginx serving `root` as static files, tuned as a file server (sendfile, an open-file cache, endless keepalive). */
export function nginxStaticConf(opts: PrivateNginx & { root: string }): string {
  return privateNginx(
    opts,
    `  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=100;
  types { application/json json; image/webp webp; text/html html; }
  server {
    listen 127.0.0.1:${opts.port};
    root ${opts.root};
    location / { }
  }`,
  );
}

/**
 * nginx in front of `upstreams` with deploy/nginx.conf's rules: round robin, a GET that fails to connect or gets a
 * 502/503/504 retried once on the next instance, the request id and client address passed on, WebSockets upgraded,
 * /metrics hidden.
 */
export function nginxProxyConf(opts: NginxProxyOptions): string {
  const servers = opts.upstreams.map((u) => `    server ${u.replace(/^http:\/\//, '')} max_fails=1 fail_timeout=5s;`);
  const keepaliveRequests =
    opts.keepaliveRequests === undefined ? '' : `\n    keepalive_requests ${opts.keepaliveRequests};`;
  return privateNginx(
    opts,
    `  upstream phonehaat {
${servers.join('\n')}
    keepalive ${opts.keepalive ?? 32};
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  client_max_body_size 12m;
  server {
    listen 127.0.0.1:${opts.port};${keepaliveRequests}
    location / {
      proxy_pass http://phonehaat;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
    }
    location = /metrics {
      return 404;
    }
  }`,
  );
}
