export * from './analysis';
export * from './describe';
export * from './lookup';
export * from './info';
