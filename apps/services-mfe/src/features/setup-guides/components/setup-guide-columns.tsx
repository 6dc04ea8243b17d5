import { imageUrl } from '@shopdesk/api-client';
import type { ServiceSetupGuide } from '@shopdesk/contracts';
import { color, radius, type Column } from '@shopdesk/ui-kit';
import styled from 'styled-components';

const Thumbnail = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: cover;
  background: ${color('surfaceMuted')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;

/** The setup-guide list's columns: the image as a thumbnail, and the serial. */
export const SETUP_GUIDE_COLUMNS: Column<ServiceSetupGuide>[] = [
  {
    key: 'image',
    header: 'Image',
    width: '96px',
    render: (guide) => <Thumbnail src={imageUrl(guide.image)} alt={`Setup guide ${guide.serial}`} loading="lazy" />,
  },
  { key: 'serial', header: 'Serial', sortField: 'serial' },
];
