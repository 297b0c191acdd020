import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteSpec } from '../engine/specTypes.generated';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import Logo from './Logo';
import MenuItemLink from './MenuItemLink';
import { useSiteText } from './useSiteText';
import './Footer.css';

/**
 * The site footer: logo and about text, the social link(s), the compact newsletter form, the link
 * sections of site.yaml (items marked soon show 'Coming Soon'), the upcoming languages and the legal
 * line with `{{year}}` (the current year at display time) and `{{name}}` filled in.
 */
export default function Footer({ site }: { site: SiteSpec }) {
  const { t } = useTranslation('common');
  const text = useSiteText(site.name);
  const year = String(new Date().getFullYear());

  return (
    <footer className="site-footer">
      <div className="container footer-top">
        <div className="footer-about">
          <Link to="/" className="footer-brand">
            <Logo size={36} />
            <span className="brand-name">{site.name}</span>
          </Link>
          <p className="footer-about-text">{text(site.footer.about)}</p>
          {site.social.length > 0 && (
            <ul className="footer-social" aria-label={t('footer.social')}>
              {site.social.map((social) => (
                <li key={social.url}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" data-social={social.network}>
                    {text(social.label)}
                    <span className="sr-only"> {t('footer.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="footer-newsletter">
          <p className="footer-heading">{t('footer.newsletter')}</p>
          <NewsletterForm variant="compact" />
        </div>
      </div>
      <nav className="container footer-sections" aria-label={t('footer.label')}>
        {site.footer.sections.map((section) => (
          <div className="footer-section" key={section.id} data-footer-section={section.id}>
            <p className="footer-heading" id={`footer-${section.id}`}>
              {text(section.title)}
            </p>
            <ul aria-labelledby={`footer-${section.id}`}>
              {section.items.map((item) => (
                <li key={`${item.to}|${item.label.en}`}>
                  <MenuItemLink item={item} text={text} soonLabel={t('footer.soon')} className="footer-link" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="container footer-bottom">
        {site.upcomingLanguages.length > 0 && (
          <p className="footer-languages" data-upcoming-languages="">
            <span>{t('footer.upcomingLanguages')}:</span>{' '}
            {site.upcomingLanguages.map((language) => text(language)).join(' · ')}
          </p>
        )}
        <p className="footer-legal">{text(site.footer.legal, { year })}</p>
      </div>
    </footer>
  );
}
