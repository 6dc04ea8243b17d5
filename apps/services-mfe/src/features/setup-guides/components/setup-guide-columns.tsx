import { imageUrl } from '@shopdesk/api-client';
import type { ServiceSetupGuide } from '@shopdesk/contracts';
import { Thumbnail } from '@shopdesk/ui-kit';
import { type Column } from '@shopdesk/lists';

/** The setup-guide list's columns: the image as a thumbnail, and the serial. */
export const SETUP_GUIDE_COLUMNS: Column<ServiceSetupGuide>[] = [
  {
    key: 'image',
    header: 'Image',
    width: '96px',
    render: (guide) => <Thumbnail src={imageUrl(guide.image)} alt={`Setup guide ${guide.serial}`} $size={48} $fit="cover" loading="lazy" />,
  },
  { key: 'serial', header: 'Serial', sortField: 'serial' },
];
