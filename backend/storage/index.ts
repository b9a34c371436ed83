import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';

export function createStorageRouter(_ctx: BackendContext): Hono {
  return new Hono();
}
