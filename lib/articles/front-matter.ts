import { z } from 'zod';

/*
 * Article files are Markdown with a small front matter block of `key: value` lines between
 * `---` fences. A dozen lines of parsing instead of a YAML dependency: our files only ever
 * hold flat strings, and anything else is rejected at build time with the file's name.
 */

export const frontMatterSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  updated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  cover: z.string().regex(/^\/articles\/[a-z0-9-]+\.svg$/),
  coverAlt: z.string().min(1).max(200),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseArticleSource(source: string, name: string): { data: FrontMatter; body: string } {
  const match = FENCE.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw new Error(`${name}: missing front matter`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const at = line.indexOf(':');
    if (at < 1) throw new Error(`${name}: front matter line without a key: ${line}`);
    const key = line.slice(0, at).trim();
    fields[key] = unquote(line.slice(at + 1).trim());
  }
  const parsed = frontMatterSchema.strict().safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
    throw new Error(`${name}: bad front matter: ${issues}`);
  }
  return { data: parsed.data, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1);
  return value;
}
