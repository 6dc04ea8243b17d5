import styled from 'styled-components';
import { space } from '../theme/theme-of';

/**
 * Lays dashboard cards out in as many columns as fit.
 *
 * @example <CardGrid><Card title="Employees" to="employees" /></CardGrid>
 */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space('lg')};
`;
