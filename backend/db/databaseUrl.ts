/**
 * The same server with another database name. A regex, not URL, because socket URLs such as
 * `postgresql://root@/db?host=/var/run/postgresql` are not WHATWG URLs.
 */
export function withDatabaseName(base: string, name: string): string {
  return base.replace(/^(\w+:\/\/[^/]*\/)([^?]*)/, `$1${name}`);
}
