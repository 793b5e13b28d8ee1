/** The page title (SPEC §2); the document head's tags live together in ./documentHead. */
export { documentTitle, useDocumentTitle } from './documentHead';
