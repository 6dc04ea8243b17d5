import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, fontSize, space } from '../theme/theme-of';

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  h1 {
    font-size: ${fontSize('xl')};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space('lg')};
    padding: 0;
    list-style: none;
  }
  a {
    color: ${color('primary')};
  }
`;

/** A way on from the notice: a router link (relative paths resolve against the current route). */
export interface NoticeLink {
  to: string;
  label: string;
}

export interface NotFoundNoticeProps {
  /** The heading (h1), also the notice's accessible name. */
  title: string;
  /** The sentence under it; may hold an inline link. */
  children: ReactNode;
  /** Where the user can go instead, as a list under the sentence. */
  links?: readonly NoticeLink[];
}

/**
 * What a route shows when its URL names nothing: an unknown page, or a query value (a status, a
 * type) that is not one of the known ones. Needs a react-router context.
 *
 * @example
 * <NotFoundNotice title={`Unknown order status "${status}"`} links={[{ to: '../orderByStatus?status=pending', label: 'Pending Orders' }]}>
 *   Orders are listed by status. Choose one:
 * </NotFoundNotice>
 */
export function NotFoundNotice({ title, children, links }: NotFoundNoticeProps) {
  const titleId = useId();
  return (
    <Notice aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{children}</p>
      {links && (
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
