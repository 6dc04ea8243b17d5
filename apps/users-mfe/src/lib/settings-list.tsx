import { color, fontWeight, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';

/**
 * A settings card's list of things one has (passkeys, storefront keys): each item its name (with a
 * badge, if any) over a muted line, and its action at the end.
 */
export const SettingsList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${space('md')};
  padding: 0;
  list-style: none;
`;

export const SettingsItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
  padding: ${space('sm')} 0;
  border-bottom: 1px solid ${color('border')};
`;

export const ItemName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  font-weight: ${fontWeight('medium')};
`;

export const ItemDetail = styled.span`
  display: block;
  color: ${color('textMuted')};
`;
