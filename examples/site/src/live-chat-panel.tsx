import { Icon, useI18nContext, useMenuAction, useSiteOptions } from '@site/react';
import { useState } from 'react';

/**
 * The chat widget's place. The shell's `toggleChat` action (the side menu's Live Chat, the
 * celebration's Live Chat button) shows and hides it. A production site loads the chat
 * vendor's script here when the site options carry its ids (spec 000 §7); the demo says which.
 */
export function LiveChatPanel() {
  const { LL } = useI18nContext();
  const chat = useSiteOptions().chat;
  const [open, setOpen] = useState(false);
  useMenuAction((action) => {
    if (action.type === 'toggleChat') setOpen((shown) => !shown);
  });
  const onClose = () => setOpen(false);
  if (!open) return null;
  return (
    <aside className="demo-chat" aria-labelledby="demo-chat-title">
      <div className="demo-chat__header">
        <h2 id="demo-chat-title">{LL.sections.liveChat.title()}</h2>
        <button
          type="button"
          className="site-icon-button"
          aria-label={LL.sections.liveChat.close()}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <p>
        {chat
          ? LL.sections.liveChat.text({ siteId: chat.siteId })
          : LL.sections.liveChat.unavailable()}
      </p>
    </aside>
  );
}
