// The content pages (promotions, the CMS pages and their list): one chunk, loaded when one of
// them is first opened.
export { ContentPage, ContentsPage, PromotionsPage } from '@site/react';
