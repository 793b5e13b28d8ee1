import styled from 'styled-components';
import { media } from '../styles/theme';

/** A list of cards of a customer-centre screen (saved carts, quotes): one column on a phone, two from 768 px. */
export const CardList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
