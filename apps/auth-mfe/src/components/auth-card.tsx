import { color, fontSize, fontWeight, narrowMedia, radius, shadow, space } from '@shopdesk/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space('xxl')} 0;
  ${narrowMedia} {
    padding: ${space('sm')} 0;
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  width: 100%;
  max-width: 420px;
  padding: ${space('xxl')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('md')};
  ${narrowMedia} {
    padding: ${space('xl')} ${space('lg')};
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space('sm')};
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('semibold')};
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  color: ${color('onPrimary')};
  background: ${color('primary')};
  border-radius: ${radius('md')};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${fontSize('xxl')};
  font-weight: ${fontWeight('semibold')};
  line-height: 1.25;
`;

const Description = styled.div`
  color: ${color('textMuted')};
`;

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space('xs')};
  color: ${color('textMuted')};
  text-align: center;
`;

export interface AuthCardProps {
  /** The screen's heading (h1). */
  title: string;
  /** A line or two under the heading. */
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content, e.g. back to the login screen. */
  footer?: ReactNode;
}

/**
 * The centred card every auth screen sits in: the product name, the screen's heading, its
 * content and its links.
 *
 * @example <AuthCard title="Forgot your password?" footer={<Link to={loginTo}>Go Back</Link>}><ForgotPasswordForm onSent={setSentTo} /></AuthCard>
 */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <Page>
      <Panel aria-labelledby={titleId}>
        <Brand>
          <Mark aria-hidden="true">S</Mark>
          Shopdesk
        </Brand>
        <Header>
          <Title id={titleId}>{title}</Title>
          {description && <Description>{description}</Description>}
        </Header>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Page>
  );
}
