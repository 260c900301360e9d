import type { DialogRenderers } from '../dialogs/dialog-renderer';
import { ImagePopup } from './image-popup';
import { PromotionDetail } from './promotion-detail';

const textProp = (props: Record<string, unknown>, name: string) =>
  typeof props[name] === 'string' ? props[name] : '';

/** The shell's dialogs (promotion detail, image popup), rendered by DialogHost. */
export const shellDialogs: DialogRenderers = {
  imagePopup: { title: (LL) => LL.imagePopup.title(), render: () => <ImagePopup /> },
  promotionDetail: {
    // Opened with `{ id, title }`: the promotion's own title names the dialog.
    title: (LL, props) => textProp(props, 'title') || LL.promotionList.title(),
    render: (props) => <PromotionDetail id={textProp(props, 'id')} />,
  },
};
