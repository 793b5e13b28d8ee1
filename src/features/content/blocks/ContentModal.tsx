import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal';
import { selectAreaInfo } from '../../website';
import { elementMessages as m } from '../elementMessages';
import { useGetModalQuery } from '../elementsApi';
import { BlockList } from './BlockList';
import { ContentLink, type ModalTarget } from './ContentLink';

const PageLink = styled.p`
  margin: 0;
  font-weight: 600;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Content in a modal dialog (SPEC §7 GetModalRequest): modal content by key or an element by id, its blocks, and a
 * link to the element's page when it has one. Closes when the page changes (a link inside was followed).
 */
export default function ContentModal({ target, onClose }: { target: ModalTarget; onClose: () => void }) {
  const intl = useIntl();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const modal = useGetModalQuery({ area, ...target } as Parameters<typeof useGetModalQuery>[0]);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  const loading = modal.isLoading;
  const title = modal.data?.title ?? intl.formatMessage(loading ? m.loading : m.failed);
  return (
    <Modal title={title} closeLabel={intl.formatMessage(m.modalClose)} onClose={onClose} busy={modal.isFetching}>
      {loading ? (
        <p role="status">{intl.formatMessage(m.loading)}</p>
      ) : modal.data ? (
        <>
          <BlockList blocks={modal.data.content} />
          {modal.data.url && (
            <PageLink>
              <ContentLink href={modal.data.url}>{intl.formatMessage(m.modalGoToPage)}</ContentLink>
            </PageLink>
          )}
        </>
      ) : (
        <p role="alert">{intl.formatMessage(m.failed)}</p>
      )}
    </Modal>
  );
}
