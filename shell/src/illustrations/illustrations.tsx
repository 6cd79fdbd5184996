import animal from './animal.svg';
import ayush from './ayush.svg';
import contact from './contact.svg';
import hero from './hero.svg';
import human from './human.svg';
import plant from './plant.svg';
import yeppuen from './yeppuen.svg';

/**
 * Brand illustrations (SVG files, no raster images). They are decorative: the text next to them says the same thing,
 * so they have no text alternative. Images, not inline SVG: the page's HTML and the work of taking it over
 * (hydration) do not grow with every shape, and the browser loads those below the first screen only when needed.
 */
interface Props {
  className?: string;
}

function art(src: string, width: number, height: number, firstScreen = false) {
  return function Illustration({ className }: Props) {
    return (
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        className={className}
        decoding="async"
        loading={firstScreen ? undefined : 'lazy'}
      />
    );
  };
}

export const HeroIllustration = art(hero, 360, 300, true);
export const HumanIllustration = art(human, 240, 200);
export const AnimalIllustration = art(animal, 240, 200);
export const PlantIllustration = art(plant, 240, 200);
export const YeppuenIllustration = art(yeppuen, 240, 200);
export const AyushIllustration = art(ayush, 240, 200);
export const ContactIllustration = art(contact, 240, 200);
