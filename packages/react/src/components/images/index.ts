export { useLinkPolicy } from '../../hooks/use-link-policy';
export { ServerImage, type ServerImageProps } from './server-image';
