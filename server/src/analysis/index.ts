export * from './analysis';
export * from './describe';
export * from './lookup';
export * from './info';
export * from './replay';
export * from './boardText';
export * from './snapshot';
export * from './boardView';
