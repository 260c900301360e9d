export { type AllowedGameUrl, classifyGameUrl } from '../kernel/links/frame-url-policy';
