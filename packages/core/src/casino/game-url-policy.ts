export { type AllowedGameUrl, classifyGameUrl } from '../links/frame-url-policy';
