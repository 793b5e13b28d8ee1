import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { LanguageCode } from '../api/types';
import { ToastProvider } from '../components/Toasts';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import { LOCALES } from '../../common/locales';
import { useCatalogMessages, type MessageCatalog } from './i18n';
import type { AppStore } from './store';

/** The page's providers; the messages are the catalog's, growing as screens load their message groups. */
export function Providers(props: { store: AppStore; locale: LanguageCode; catalog: MessageCatalog; children: ReactNode }) {
  const messages = useCatalogMessages(props.catalog);
  return (
    <Provider store={props.store}>
      <IntlProvider locale={LOCALES[props.locale].languageId} messages={messages} defaultLocale="en-US">
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>{props.children}</ToastProvider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
