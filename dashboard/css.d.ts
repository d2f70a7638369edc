// The dashboard's entry imports its stylesheet for esbuild to bundle (dist/merchant/analytics.css).
declare module '*.css';
