import { type LinkTarget, resolveLink } from '../links/url-policy';
import type { PopupData } from './bootstrap.types';

/** The image popup ready to render. `loading` until it has an image to show. */
export interface Popup extends PopupData {
  target: LinkTarget;
  loading: boolean;
}

export function popupModel(popup: PopupData | null, origin: string): Popup | null {
  if (!popup) return null;
  return {
    ...popup,
    target: resolveLink(popup.url, origin),
    loading: !popup.images.wide && !popup.images.medium,
  };
}
