import { usePageTitle } from '@shopdesk/session';
import { type SectionKey, SECTIONS, sectionsExposing, SUMMARY_MODULE } from '@shopdesk/sections';
import { Card, CardGrid, fontSize, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { RemoteSummary } from '../remotes/remote-summary';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  h1 {
    font-size: ${fontSize('xxl')};
  }
  h2 {
    margin-bottom: ${space('md')};
    font-size: ${fontSize('lg')};
  }
`;

/** The way into each section, in the sidebar's order, with what the section holds. */
const SECTION_LINKS: { section: SectionKey; description: string }[] = [
  { section: 'users', description: 'Employees and employee invites' },
  { section: 'services', description: 'Services, credentials and setup guides' },
  { section: 'orders', description: 'The order queue by status' },
];

/**
 * `/main/dashboard`: the summary widget of each section whose remote exposes one (the order
 * counts today), each failing on its own, then a link into each section.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Page>
      <h1>Dashboard</h1>
      {sectionsExposing(SUMMARY_MODULE).map((section) => (
        <section key={section.key} aria-labelledby={`dashboard-${section.key}`}>
          <h2 id={`dashboard-${section.key}`}>{section.title}</h2>
          <RemoteSummary section={section} />
        </section>
      ))}
      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections">Sections</h2>
        <CardGrid>
          {SECTION_LINKS.map(({ section, description }) => (
            <Card key={section} title={SECTIONS[section].title} to={SECTIONS[section].mountPath} description={description} />
          ))}
        </CardGrid>
      </section>
    </Page>
  );
}
