import type { LimitChange } from '@site/core/protection';
import { useId } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useHistoryFormat } from '../../dashboard/use-history-format';

/** Every limit change, newest first: when, which limit, from and to, and when it applies. */
export function LimitHistory({ history, now }: { history: readonly LimitChange[]; now: number }) {
  const { LL } = useI18nContext();
  const format = useHistoryFormat();
  const titleId = useId();
  const texts = LL.protection.history;
  const amount = (value: number | null) => (value === null ? texts.none() : format.money(value));
  return (
    <section className="site-protection__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title()}</h2>
      {history.length === 0 ? (
        <p>{texts.empty()}</p>
      ) : (
        <div className="site-protection__table">
          <table>
            <thead>
              <tr>
                <th scope="col">{texts.requestedAt()}</th>
                <th scope="col">{texts.limit()}</th>
                <th scope="col">{texts.change()}</th>
                <th scope="col">{texts.effective()}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.time(entry.requestedAt)}</td>
                  <td>
                    {texts.kind[entry.kind]()} · {LL.protection.period[entry.period]()}
                  </td>
                  <td>
                    {amount(entry.previous)} → {amount(entry.requested)}
                  </td>
                  <td>
                    {entry.cancelled
                      ? texts.cancelled()
                      : entry.effectiveAt > now
                        ? texts.appliesAt({ time: format.time(entry.effectiveAt) })
                        : texts.appliedAt({ time: format.time(entry.effectiveAt) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
