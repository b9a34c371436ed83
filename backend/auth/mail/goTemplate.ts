/**
 * The part of Go's html/template that Supabase email templates use: `{{ .Field }}`, `{{ .Data.key }}` and
 * `{{ if .Field }} … {{ else }} … {{ end }}`, with every value HTML-escaped as html/template does. Anything
 * else is refused when the template is compiled, so a template that production would read differently
 * fails here too instead of sending something else.
 */

export type TemplateData = Record<string, unknown>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; path: string[]; whenTrue: Node[]; otherwise: Node[] };

export class TemplateSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateSyntaxError';
  }
}

const FIELD = /^(\.[A-Za-z_][A-Za-z0-9_]*)+$/;

function fieldPath(expression: string, action: string): string[] {
  if (!FIELD.test(expression)) throw new TemplateSyntaxError(`acción no admitida: {{ ${action} }}`);
  return expression.slice(1).split('.');
}

/**
 * html/template drops HTML comments from the template's text (golang/go#28628): the generated templates
 * carry a «do not edit» one that no email shows. An action inside one is refused, not guessed at.
 */
function withoutComments(source: string): string {
  return source.replace(/<!--[\s\S]*?-->/g, (comment) => {
    if (comment.includes('{{'))
      throw new TemplateSyntaxError(`acción dentro de un comentario HTML: ${comment}`);
    return '';
  });
}

/** Compiles once; the returned function renders with any data. */
export function compileTemplate(source: string): (data: TemplateData) => string {
  const tokens = withoutComments(source).split(/(\{\{.*?\}\})/s);
  const root: Node[] = [];
  // Each open `if` keeps the node and which branch is being filled.
  const stack: { node: Extract<Node, { kind: 'if' }>; branch: 'whenTrue' | 'otherwise' }[] = [];
  const current = () => {
    const top = stack.at(-1);
    return top ? top.node[top.branch] : root;
  };
  for (const token of tokens) {
    const action = /^\{\{\s*(.*?)\s*\}\}$/s.exec(token)?.[1];
    if (action === undefined) {
      if (token !== '') current().push({ kind: 'text', text: token });
      continue;
    }
    const ifMatch = /^if\s+(\S+)$/.exec(action);
    if (ifMatch) {
      const node: Extract<Node, { kind: 'if' }> = {
        kind: 'if',
        path: fieldPath(ifMatch[1]!, action),
        whenTrue: [],
        otherwise: [],
      };
      current().push(node);
      stack.push({ node, branch: 'whenTrue' });
    } else if (action === 'else') {
      const top = stack.at(-1);
      if (!top || top.branch === 'otherwise') throw new TemplateSyntaxError('{{ else }} sin {{ if }}');
      top.branch = 'otherwise';
    } else if (action === 'end') {
      if (!stack.pop()) throw new TemplateSyntaxError('{{ end }} sin {{ if }}');
    } else {
      current().push({ kind: 'value', path: fieldPath(action, action) });
    }
  }
  if (stack.length > 0) throw new TemplateSyntaxError('{{ if }} sin {{ end }}');
  return (data) => render(root, data);
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Go's truth: empty strings, zero, false, nil and empty maps or lists are false. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&#34;')
    .replaceAll("'", '&#39;')
    .replaceAll('+', '&#43;');
}

function render(nodes: Node[], data: TemplateData): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'if')
      out += render(truthy(lookup(data, node.path)) ? node.whenTrue : node.otherwise, data);
    else {
      const value = lookup(data, node.path);
      // html/template writes nothing for a missing value.
      if (value !== null && value !== undefined) out += escapeHtml(String(value));
    }
  }
  return out;
}
