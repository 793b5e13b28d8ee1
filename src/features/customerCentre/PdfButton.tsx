import { useIntl } from 'react-intl';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { NavigationButton } from '../../components/NavigationButton';
import { downloadFile } from '../../lib/download';
import { selectLocale } from '../website';
import { m, mv } from './messages';

export interface PdfButtonProps {
  /** The invoice; for a credit memo the invoice it corrects. */
  invoiceId: string;
  /** A credit memo of that invoice: its PDF instead of the invoice's. */
  creditMemoId?: string;
  /** The document's name for the button's accessible name ('Invoice 300012'). */
  documentName: string;
  /** The file name when the server names none. */
  fileName: string;
}

/** GET /api/CustomerCenter/GetInvoicePdf?InvoiceId&LinkId&LanguageCode (SPEC §7), saved with file-saver. */
export function invoicePdfUrl(invoiceId: string, creditMemoId: string | undefined, languageCode: string): string {
  const query = new URLSearchParams({ InvoiceId: invoiceId });
  if (creditMemoId) query.set('LinkId', creditMemoId);
  query.set('LanguageCode', languageCode);
  return `/api/CustomerCenter/GetInvoicePdf?${query.toString()}`;
}

/**
 * Downloads an invoice's or credit memo's PDF in the page's language with the navigation button's states (SPEC §2,
 * §8): loading, then downloaded — or failed for 2 s with the error as its title.
 */
export function PdfButton({ invoiceId, creditMemoId, documentName, fileName }: PdfButtonProps) {
  const intl = useIntl();
  const store = useAppStore();
  const locale = useAppSelector(selectLocale);
  return (
    <NavigationButton
      variant="secondary"
      aria-label={intl.formatMessage(mv.pdfLabel, { name: documentName })}
      addedLabel={intl.formatMessage(m.pdfDownloaded)}
      failedLabel={intl.formatMessage(m.pdfFailed)}
      onClick={() =>
        downloadFile(store, {
          url: invoicePdfUrl(invoiceId, creditMemoId, locale),
          fileName,
          useServerFileName: true,
          accept: 'application/pdf',
        })
      }
    >
      {intl.formatMessage(m.downloadPdf)}
    </NavigationButton>
  );
}
