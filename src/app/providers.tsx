import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { LanguageCode } from '../api/types';
import { ToastProvider } from '../components/Toasts';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import { LOCALES } from '../lib/locales';
import type { Messages } from './i18n';
import type { AppStore } from './store';

export function Providers(props: { store: AppStore; locale: LanguageCode; messages: Messages; children: ReactNode }) {
  return (
    <Provider store={props.store}>
      <IntlProvider locale={LOCALES[props.locale].languageId} messages={props.messages} defaultLocale="en-US">
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>{props.children}</ToastProvider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
