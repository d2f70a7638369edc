import type { Context } from '../context';

export function evaluate(_source: string, _ctx: Context): void {}
