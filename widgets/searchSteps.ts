/**
 * Widgets of study-search and offer first steps, which read the catalogue's last part: a chunk apart from the
 * screener-step widgets, so a one-page screener's first step downloads neither their code nor those words. The server
 * hints it on pages whose step shows one of them (src/engine/widgetChunks.ts lists the kinds).
 */
export { StudySearchResultsWidget } from './StudySearchResults/StudySearchResults.tsx';
export { OffersListWidget } from './OffersList/OffersList.tsx';
export { ObGynContactWidget } from './ObGynContact/ObGynContact.tsx';
