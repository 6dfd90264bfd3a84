'use client';

import './info.css';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AppError } from '@/lib/errors';
import { useProfile } from '@/lib/hooks/use-profile';
import { LogoutButton } from '@/components/auth/logout-button';
import { Dialog } from '@/components/ui/dialog';
import { ActivitiesTab } from './activities-tab';
import { HistoryTab } from './history-tab';
import { InfoTab } from './info-tab';
import { NewsTab } from './news-tab';
import { informationTabs } from './information-tabs';
import { ReferralTab } from './referral-tab';
import { TabIcon } from './tab-icon';

interface Props {
  /** 0 info, 1 deposit/withdraw history, 2 activities, 3 friend referral, 4 news. */
  initialTab?: number;
  onClose: () => void;
  /** The customer-service chat link (site info `line`). */
  contactUrl: string;
}

const clampTab = (tab: number | undefined) =>
  Number.isInteger(tab) && tab! >= 0 && tab! < informationTabs.length ? tab! : 0;

/** The Information popup of spec §2: account info, history, activities, referral and news. */
export function InformationPopup({ initialTab, onClose, contactUrl }: Props) {
  const t = useTranslations('Info');
  const tp = useTranslations('Popups');
  const tc = useTranslations('Common');
  const te = useTranslations('Errors');
  const { data: profile, error, mutate } = useProfile();
  const [tab, setTab] = useState(() => clampTab(initialTab));
  const [shownInitial, setShownInitial] = useState(initialTab);
  const [refreshing, setRefreshing] = useState(true);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();

  // The host may reopen the popup on another tab (a menu item) without remounting it.
  if (initialTab !== shownInitial) {
    setShownInitial(initialTab);
    setTab(clampTab(initialTab));
  }

  // Spec §4: opening account info refetches the member first, with a loading flag.
  useEffect(() => {
    let live = true;
    void mutate()
      .catch(() => undefined)
      .finally(() => {
        if (live) setRefreshing(false);
      });
    return () => {
      live = false;
    };
  }, [mutate]);

  function select(index: number) {
    const next = (index + informationTabs.length) % informationTabs.length;
    setTab(next);
    const button = tabRefs.current[next];
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  // WAI-ARIA tabs pattern: arrows move (and select), Home/End jump to the ends.
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: tab + 1,
      ArrowLeft: tab - 1,
      Home: 0,
      End: informationTabs.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  }

  const key = informationTabs[tab]!;
  const panel = () => {
    if (refreshing) {
      return (
        <div className="info-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{t('loading')}</span>
        </div>
      );
    }
    if (key === 'referral') return <ReferralTab />;
    if (key === 'news') return <NewsTab />;
    if (!profile) {
      const code = error instanceof AppError ? error.code : 'unknown';
      return (
        <div className="info-empty" role="alert">
          <p>{te(code)}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void mutate()}
          >
            {t('retry')}
          </button>
        </div>
      );
    }
    if (key === 'info') return <InfoTab profile={profile} />;
    if (key === 'history')
      return <HistoryTab requests={profile.completedRequests} pending={profile.pendingRequest} />;
    return <ActivitiesTab events={profile.events} />;
  };

  return (
    <Dialog
      title={tp('InformationTab')}
      closeLabel={tc('close')}
      onClose={onClose}
      width={600}
      className="info-popup"
    >
      {/* The WAI-ARIA tabs pattern: focus sits on the tab buttons (roving tabindex); their arrow
          keys are handled once here, on the list that holds them. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={t('tabList')} className="info-tabs" onKeyDown={onKeyDown}>
        {informationTabs.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={i === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === tab ? 0 : -1}
            className="info-tab"
            onClick={() => setTab(i)}
          >
            <TabIcon name={name} />
            <span>{t(`tabs.${name}`)}</span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${key}`}
        aria-busy={refreshing || undefined}
        tabIndex={0}
        className="info-panel"
      >
        {panel()}
      </div>
      <div className="info-footer">
        <a
          className="button button-secondary button-small"
          href={contactUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('contact')}
        </a>
        <LogoutButton label={tc('logout')} className="button button-ghost button-small" />
        <button type="button" className="button button-primary button-small" onClick={onClose}>
          {tc('close')}
        </button>
      </div>
    </Dialog>
  );
}
