/**
 * The button (while advisors are online) that opens the chat provider's chat, or, without a provider or when its
 * script fails, the built-in panel that offers the advisors' line.
 */
import { useEffect, useRef, useState } from 'react';
import { useWords, useTranslation } from '../translation.tsx';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { chatAvailable, openChat } from './chatController.ts';
import { unavailableWhen } from '../../../widgets/unavailableButton.ts';

export interface ChatLauncherProps {
  locale: string;
  campaign: string;
  phoneNumber: string;
  phoneHref: string;
}

export function ChatLauncher({ locale, campaign, phoneNumber, phoneHref }: ChatLauncherProps) {
  const { t } = useTranslation();
  useWords('later');
  const [online, setOnline] = useState(false);
  const [panel, setPanel] = useState(false);
  const [opening, setOpening] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => { void chatAvailable().then(setOnline); }, []);
  useEffect(() => { if (panel) heading.current?.focus(); }, [panel]);

  if (!online) return null;
  const open = () => {
    setOpening(true);
    void openChat({ locale, campaign }).then((how) => { setOpening(false); if (how !== 'provider') setPanel(true); });
  };
  const close = () => { setPanel(false); pushDataLayer({ event: 'chat_closed' }); button.current?.focus(); };
  return (
    <div className="chat">
      {panel ? (
        <section className="chat__panel" role="dialog" aria-labelledby="chat-title" onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
          <h2 id="chat-title" tabIndex={-1} ref={heading}>{t('chat.title')}</h2>
          <p>{t('chat.online')}</p>
          <p><a className="button" href={phoneHref}>{t('chat.call', { number: phoneNumber })}</a></p>
          <button type="button" className="button button--secondary" onClick={close}>{t('chat.close')}</button>
        </section>
      ) : null}
      <button type="button" ref={button} className="button chat__button" aria-busy={opening} {...unavailableWhen(opening, open)} aria-expanded={panel}>
        {t('chat.button')}
      </button>
    </div>
  );
}
