import type { Hono } from 'hono';
import { openApiDocument } from '../../lib/casino/openapi';

/*
 * The contract as OpenAPI 3.1 (casino-api/README.md, "The contract as OpenAPI"), made once from the
 * same schemas the routes are mounted with, so what it describes is what this process serves.
 */
export function openApiRoutes(app: Hono): void {
  let text: string | undefined;
  app.get('/api/openapi.json', (c) => {
    text ??= JSON.stringify(openApiDocument());
    return c.body(text, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
}
