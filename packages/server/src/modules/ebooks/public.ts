// What other areas may use of e-books: the e-book shapes and reads the learning hub builds on.
export { ebookDto, EbooksService, moduleStats, moduleSummary } from './service';
