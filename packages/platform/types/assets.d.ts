// Style sheets are handled by rspack (global CSS) and stubbed in jest.
declare module '*.css';
