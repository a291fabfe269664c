import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import type { LandingPageImage, PartnerIntegrationImage } from '../../generated/graphql';
import { BrandImageField } from './BrandImageField';
import type { PartnerInfo } from './partner-draft';
import { UPLOAD_LANDING_PAGE_IMAGE_MUTATION, UPLOAD_PARTNER_IMAGE_MUTATION } from './partner-queries';

type Images = PartnerInfo['images'];

const LANDING: { image: LandingPageImage; id: string; title: string; url: keyof Images; description: string }[] = [
  {
    image: 'LANDING',
    id: 'partner-landing',
    title: 'Landing image',
    url: 'landingUrl',
    description: 'The hero image at the top of the landing page.',
  },
  {
    image: 'LANDING_BOTTOM',
    id: 'partner-landing-bottom',
    title: 'Bottom image',
    url: 'landingBottomUrl',
    description: 'The image above the landing page’s footer.',
  },
];

const PARTNER: { image: PartnerIntegrationImage; id: string; title: string; url: keyof Images; description: string }[] =
  [
    {
      image: 'LOGO',
      id: 'partner-logo',
      title: 'Partner logo',
      url: 'logoUrl',
      description: 'Shown in the landing page header.',
    },
    {
      image: 'JOURNEY_IMAGE_1',
      id: 'partner-journey-1',
      title: 'Journey image 1',
      url: 'journeyImage1Url',
      description: 'Beside journey step 1.',
    },
    {
      image: 'JOURNEY_IMAGE_2',
      id: 'partner-journey-2',
      title: 'Journey image 2',
      url: 'journeyImage2Url',
      description: 'Beside journey step 2.',
    },
    {
      image: 'JOURNEY_IMAGE_3',
      id: 'partner-journey-3',
      title: 'Journey image 3',
      url: 'journeyImage3Url',
      description: 'Beside journey step 3.',
    },
  ];

/** The partner's landing, logo and journey images; each upload is saved on its own and re-reads the info. */
export function PartnerImagesSection({ organizationId, images }: { organizationId: string; images: Images }) {
  const refetchQueries = ['PartnerIntegrationInfo'];
  const [uploadLanding] = useMutation(UPLOAD_LANDING_PAGE_IMAGE_MUTATION, { refetchQueries });
  const [uploadPartner] = useMutation(UPLOAD_PARTNER_IMAGE_MUTATION, { refetchQueries });
  return (
    <Stack spacing={2}>
      {LANDING.map((entry) => (
        <BrandImageField
          key={entry.id}
          id={entry.id}
          title={entry.title}
          description={entry.description}
          currentUrl={images[entry.url]}
          previewSize={{ width: 200, height: 100 }}
          register={async (filePath) =>
            (await uploadLanding({ variables: { organizationId, filePath, image: entry.image } })).data
              ?.uploadCompanyLandingPageImage
          }
        />
      ))}
      {PARTNER.map((entry) => (
        <BrandImageField
          key={entry.id}
          id={entry.id}
          title={entry.title}
          description={entry.description}
          currentUrl={images[entry.url]}
          previewSize={{ width: 160, height: 80 }}
          register={async (filePath) =>
            (await uploadPartner({ variables: { organizationId, filePath, image: entry.image } })).data
              ?.uploadCompanyPartnerIntegrationImage
          }
        />
      ))}
    </Stack>
  );
}
