import React from 'react';
import type { FooterLink, LogoConfig, SiteConfig } from './config';
import { isFooterColumns } from './config';
import { SmartLink } from './SmartLink';

export function ThemedLogo({ logo, className }: { logo: LogoConfig; className?: string }): React.ReactElement {
  const common = { alt: logo.alt, width: logo.width, height: logo.height };
  return (
    <span className={`k-logo${className ? ` ${className}` : ''}`}>
      <img className="k-logo--light" src={logo.src} {...common} />
      <img className="k-logo--dark" src={logo.srcDark ?? logo.src} {...common} />
    </span>
  );
}

function FooterLinkEl({ link }: { link: FooterLink }): React.ReactElement {
  return (
    <SmartLink to={link.to} href={link.href} className="k-footer__link">
      {link.label}
    </SmartLink>
  );
}

/** Columns with titles, or one row of links separated by '·'; logo (light/dark), copyright,
 * the provider's site link and the help contact address. */
export function Footer({ config }: { config: SiteConfig }): React.ReactElement {
  const { footer, provider } = config;
  const siteHost = provider.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <footer className={`k-footer k-footer--${footer.style}`}>
      <div className="k-container">
        {footer.links.length > 0 ? (
          isFooterColumns(footer.links) ? (
            <div className="k-footer__columns">
              {footer.links.map((col) => (
                <div key={col.title} className="k-footer__col">
                  <h2 className="k-footer__title">{col.title}</h2>
                  <ul className="k-footer__items">
                    {col.items.map((link) => (
                      <li key={`${link.label}-${link.to ?? link.href ?? ''}`}>
                        <FooterLinkEl link={link} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : (
            <div className="k-footer__row">
              {(footer.links as FooterLink[]).map((link, i) => (
                <React.Fragment key={`${link.label}-${i}`}>
                  {i > 0 ? (
                    <span className="k-footer__sep" aria-hidden="true">
                      {' · '}
                    </span>
                  ) : null}
                  <FooterLinkEl link={link} />
                </React.Fragment>
              ))}
            </div>
          )
        ) : null}
        <div className="k-footer__bottom">
          {footer.logo ? (
            footer.logo.href ? (
              <SmartLink href={footer.logo.href} className="k-footer__logo-link">
                <ThemedLogo logo={footer.logo} className="k-footer__logo" />
              </SmartLink>
            ) : (
              <ThemedLogo logo={footer.logo} className="k-footer__logo" />
            )
          ) : null}
          <p className="k-footer__contact">
            <SmartLink href={provider.url} className="k-footer__link">
              {siteHost}
            </SmartLink>
            <span aria-hidden="true"> · </span>
            Help: <a className="k-footer__link" href={`mailto:${provider.helpEmail}`}>{provider.helpEmail}</a>
          </p>
          {footer.copyright ? <p className="k-footer__copyright">{footer.copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}
