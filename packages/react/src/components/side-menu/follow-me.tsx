import type { SideMenu } from '@site/core/shell';
import { useDisplayText } from '../../hooks/use-display-text';
import { Icon } from '../icons/icon';
import { ServerLink } from '../links/server-link';

/** Follow Me: the social links from site settings (twitter, instagram, telegram), new tab. */
export function FollowMe({ followMe }: { followMe: SideMenu['followMe'] }) {
  const text = useDisplayText();
  if (followMe.links.length === 0) return null;
  return (
    <section className="site-side-menu__section" aria-labelledby="site-side-menu-follow">
      <h3 className="site-side-menu__heading" id="site-side-menu-follow">
        {text({ key: followMe.title })}
      </h3>
      <ul className="site-side-menu__social">
        {followMe.links.map((link) => (
          <li key={link.network}>
            <ServerLink
              target={link.target}
              className="site-icon-button site-side-menu__social-link"
              label={text({ key: link.title })}
            >
              <Icon name={link.network} size="1.4em" />
            </ServerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
