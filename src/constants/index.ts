/** Every enumeration of spec §3 and business constant of §9, in one place. */

export * from './content';
export * from './cookies';
export * from './formatting';
export * from './forms';
export * from './images';
export * from './limits';
export * from './page-types';
export * from './paths';
export * from './product';
export * from './site';
export * from './timing';
