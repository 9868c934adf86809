export * from './fine-match';
export * from './fine-rules';
export * from './fine-import';
