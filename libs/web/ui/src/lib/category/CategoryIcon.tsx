import type { SvgIconProps } from '@mui/material/SvgIcon';
import CategoryOutlined from '@mui/icons-material/Category';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Yard from '@mui/icons-material/Yard';
import Plumbing from '@mui/icons-material/Plumbing';
import ElectricalServices from '@mui/icons-material/ElectricalServices';
import Carpenter from '@mui/icons-material/Carpenter';
import FormatPaint from '@mui/icons-material/FormatPaint';
import CarRepair from '@mui/icons-material/CarRepair';
import Computer from '@mui/icons-material/Computer';
import School from '@mui/icons-material/School';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Face from '@mui/icons-material/Face';
import Pets from '@mui/icons-material/Pets';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Celebration from '@mui/icons-material/Celebration';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Restaurant from '@mui/icons-material/Restaurant';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import MusicNote from '@mui/icons-material/MusicNote';
import Translate from '@mui/icons-material/Translate';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const ICONS_BY_SLUG: Record<string, typeof CategoryOutlined> = {
  limpieza: CleaningServices,
  jardineria: Yard,
  plomeria: Plumbing,
  electricidad: ElectricalServices,
  carpinteria: Carpenter,
  pintura: FormatPaint,
  mecanica: CarRepair,
  tecnologia: Computer,
  educacion: School,
  salud: LocalHospital,
  belleza: Face,
  mascotas: Pets,
  transporte: LocalShipping,
  eventos: Celebration,
  fotografia: PhotoCamera,
  cocina: Restaurant,
  fitness: FitnessCenter,
  musica: MusicNote,
  idiomas: Translate,
  otros: MoreHoriz,
};

/** The pictogram of a category; unknown categories get a generic one. */
export function CategoryIcon({ slug, ...props }: { slug: string } & SvgIconProps) {
  const Icon = ICONS_BY_SLUG[slug] ?? CategoryOutlined;
  return <Icon aria-hidden {...props} />;
}
